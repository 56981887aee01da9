// Generated code. Do not modify. Run npm run gen.
export const validate = validate71;

function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate71.errors = null;
return true;
}
