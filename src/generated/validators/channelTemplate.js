// Generated code. Do not modify. Run npm run gen.
export const validate = validate21;

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
validate21.errors = [{instancePath,keyword:"type",message:"must be object"}];
return false;
}
}
validate21.errors = vErrors;
return errors === 0;
}
