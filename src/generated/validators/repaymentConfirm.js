// Generated code. Do not modify. Run npm run gen.
export const validate = validate65;

function validate65(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate65.errors = null;
return true;
}
